package blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path"
	"strings"
	"sync/atomic"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// s3PartSize is the multipart part size. minio-go buffers one part in
// memory while it uploads a stream of unknown size, so this bounds a Put's
// memory; 16 MiB keeps that small while still allowing objects up to
// 16 MiB × 10,000 parts ≈ 156 GiB (S3's part limit), far above any resume,
// logo or export we store. Objects smaller than one part go in a single
// request.
const s3PartSize = 16 << 20

// s3SmallSize is how much of a file Put reads ahead: a file that ends
// within it (most resumes and logos) goes up in one PUT with its size
// known, where an unknown size costs a three-request multipart upload.
// 5 MiB is S3's minimum part size, so nothing smaller could be split
// anyway; a large Put holds at most this plus one part.
const s3SmallSize = 5 << 20

// S3 keeps files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2,
// SeaweedFS), each object under prefix/key with its content type as the
// object's Content-Type.
type S3 struct {
	client   *minio.Client
	bucket   string
	prefix   string      // "" or "a/b/" — always ends in "/" when set
	bucketOK atomic.Bool // the bucket was seen to exist
}

// openS3 reads s3://bucket/prefix?region=R&endpoint=E. getenv supplies
// AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN. It makes
// no request: a server that is down at start-up does not stop Hirekit from
// starting, and a misconfiguration surfaces as an error on first use (and
// at once in `hirekit blobs migrate`).
func openS3(u *url.URL, getenv func(string) string) (*S3, error) {
	bucket := u.Host
	if bucket == "" {
		return nil, errors.New("HIREKIT_BLOB_URL: s3:// needs a bucket, as in s3://bucket/prefix")
	}
	prefix := strings.Trim(u.Path, "/")
	if prefix != "" {
		// The prefix is joined to keys as given; refuse anything that could
		// climb out of it or name an empty segment.
		if path.Clean(prefix) != prefix || strings.Contains(prefix, "..") {
			return nil, fmt.Errorf("HIREKIT_BLOB_URL: invalid prefix %q", prefix)
		}
		prefix += "/"
	}
	q := u.Query()
	region := q.Get("region")
	host, secure, lookup := "s3.amazonaws.com", true, minio.BucketLookupAuto
	if e := q.Get("endpoint"); e != "" {
		eu, err := url.Parse(e)
		if err != nil || eu.Host == "" {
			// "minio:9000" without a scheme means HTTPS.
			eu, err = url.Parse("https://" + e)
		}
		// A path or query would be dropped silently: refuse it instead.
		if err != nil || eu.Host == "" || (eu.Scheme != "http" && eu.Scheme != "https") ||
			strings.Trim(eu.Path, "/") != "" || eu.RawQuery != "" || eu.User != nil {
			return nil, fmt.Errorf("HIREKIT_BLOB_URL: invalid endpoint %q", e)
		}
		host, secure = eu.Host, eu.Scheme == "https"
		// MinIO, Ceph, R2 and SeaweedFS are usually reached by one host name
		// with no wildcard DNS for buckets: path-style addressing.
		lookup = minio.BucketLookupPath
		if region == "" {
			// Saves a GetBucketLocation round trip; these servers accept it.
			region = "us-east-1"
		}
	}
	var creds *credentials.Credentials
	if id := getenv("AWS_ACCESS_KEY_ID"); id != "" {
		creds = credentials.NewStaticV4(id, getenv("AWS_SECRET_ACCESS_KEY"), getenv("AWS_SESSION_TOKEN"))
	} else {
		// No keys in the environment: an instance or task role (EC2, ECS,
		// EKS), as the AWS tools would try next.
		creds = credentials.NewIAM("")
	}
	client, err := minio.New(host, &minio.Options{Creds: creds, Secure: secure, Region: region, BucketLookup: lookup})
	if err != nil {
		return nil, fmt.Errorf("HIREKIT_BLOB_URL: %w", err)
	}
	return &S3{client: client, bucket: bucket, prefix: prefix}, nil
}

func (s *S3) object(key string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("blob: invalid key %q", key)
	}
	return s.prefix + key, nil
}

// Put streams r to the bucket. A large file goes with size -1: minio-go
// uploads it in parts of s3PartSize, so memory stays bounded whatever the
// file's size. S3 makes the object visible only once the upload
// completes, so a reader never sees a half-written file.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, contentType string) (int64, error) {
	obj, err := s.object(key)
	if err != nil {
		return 0, err
	}
	if contentType == "" {
		contentType = "application/octet-stream"
	}
	var head bytes.Buffer
	n, err := io.CopyN(&head, r, s3SmallSize+1)
	if err != nil && err != io.EOF {
		return 0, fmt.Errorf("blob: put %s: %w", key, err)
	}
	body, size := io.Reader(&head), n
	if n > s3SmallSize {
		body, size = io.MultiReader(&head, r), -1
	}
	info, err := s.client.PutObject(ctx, s.bucket, obj, body, size, minio.PutObjectOptions{ContentType: contentType, PartSize: s3PartSize})
	if err != nil {
		return 0, fmt.Errorf("blob: put %s: %w", key, err)
	}
	return info.Size, nil
}

// Open returns a reader that streams the object. minio-go's Stat asks
// for the object here (a HEAD), so a missing key is ErrNotFound at once,
// not on first Read; the GET it then streams is pinned to that version by
// its ETag.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	obj, err := s.object(key)
	if err != nil {
		return nil, Info{}, ErrNotFound // as Local: a key no file can have
	}
	o, err := s.client.GetObject(ctx, s.bucket, obj, minio.GetObjectOptions{})
	if err != nil {
		return nil, Info{}, s.openErr(ctx, key, err)
	}
	st, err := o.Stat()
	if err != nil {
		o.Close()
		return nil, Info{}, s.openErr(ctx, key, err)
	}
	info := Info{Size: st.Size, ContentType: st.ContentType, Created: st.LastModified.UTC()}
	if info.ContentType == "" {
		info.ContentType = "application/octet-stream"
	}
	return o, info, nil
}

// openErr maps a missing key to ErrNotFound. A missing bucket stays an
// error: it is a misconfiguration, not a file nobody uploaded. Open's
// first request is a HEAD, whose 404 has no body to tell the two apart,
// so the first not-found asks once whether the bucket exists.
func (s *S3) openErr(ctx context.Context, key string, err error) error {
	if minio.ToErrorResponse(err).Code != minio.NoSuchKey {
		return fmt.Errorf("blob: open %s: %w", key, err)
	}
	if !s.bucketOK.Load() {
		ok, berr := s.client.BucketExists(ctx, s.bucket)
		if berr != nil {
			return fmt.Errorf("blob: open %s: %w", key, berr)
		}
		if !ok {
			return fmt.Errorf("blob: open %s: bucket %q does not exist", key, s.bucket)
		}
		s.bucketOK.Store(true)
	}
	return ErrNotFound
}

// Delete removes the object; S3 answers a missing key with success, as
// Local does.
func (s *S3) Delete(ctx context.Context, key string) error {
	obj, err := s.object(key)
	if err != nil {
		return err
	}
	if err := s.client.RemoveObject(ctx, s.bucket, obj, minio.RemoveObjectOptions{}); err != nil {
		if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
			return nil
		}
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	return nil
}

// List calls fn with every key under the prefix. Objects whose names are
// not valid keys (put there by something else) are left out: no Store
// method could open them.
func (s *S3) List(ctx context.Context, fn func(key string) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops minio-go's listing goroutine if fn fails
	for o := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix, Recursive: true}) {
		if o.Err != nil {
			return fmt.Errorf("blob: list: %w", o.Err)
		}
		key := strings.TrimPrefix(o.Key, s.prefix)
		if !ValidKey(key) {
			continue
		}
		if err := fn(key); err != nil {
			return err
		}
	}
	return ctx.Err()
}
