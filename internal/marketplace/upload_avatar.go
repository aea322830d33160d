package marketplace

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	_ "image/gif" // the intake's accepted image types
	"image/jpeg"
	_ "image/png"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"

	"hirekit/internal/intake"
	"hirekit/internal/recruit"
	"hirekit/internal/sqldb"
)

// AvatarSide is the width and height an avatar is stored at: twice the
// largest size it is shown at, for sharp screens.
const AvatarSide = 256

// maxAvatarPixels bounds the picture decoded to make an avatar (the
// intake allows 40 megapixels for careers pages, which Hirekit never
// decodes): 25 megapixels are 100 MB in memory, once.
const maxAvatarPixels = 25_000_000

// UploadAvatar makes the candidate's avatar from an image checked by
// content (PNG, JPEG, WebP or GIF, 2 MB): its centre square, resized to
// AvatarSide and stored as JPEG, so what is served is an image Hirekit
// wrote. The previous avatar's file is removed.
func (s *Service) UploadAvatar(ctx context.Context, f *intake.File) (*Profile, error) {
	id, err := ownID(ctx)
	if err != nil {
		return nil, err
	}
	if f == nil {
		return nil, recruit.FieldError("avatar", "Please choose an image")
	}
	data, err := avatarJPEG(f)
	if err != nil {
		return nil, err
	}
	out, err := intake.Spool(intake.HubAvatar, "avatar.jpg", bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	defer out.Close()
	key, err := s.Files.Save(ctx, intake.HubAvatar, id, out)
	if err != nil {
		return nil, err
	}
	var old string
	err = s.DB.RunInTx(ctx, func(ctx context.Context) error {
		db := s.DB.Conn(ctx)
		if err := db.NewRaw(`SELECT avatar_key FROM hub_candidates WHERE id = ?`, id).Scan(ctx, &old); err != nil {
			return err
		}
		_, err := db.NewRaw(`UPDATE hub_candidates SET avatar_key = ?, updated_at = ? WHERE id = ?`, key, sqldb.NowIn(ctx), id).Exec(ctx)
		if err != nil {
			return err
		}
		return s.afterProfileChange(ctx, id)
	})
	if err != nil {
		return nil, errors.Join(err, s.Files.Delete(ctx, key))
	}
	if old != "" {
		_ = s.Files.Delete(ctx, old)
	}
	return s.OwnProfile(ctx)
}

// avatarJPEG decodes the upload and writes its centre square at
// AvatarSide as JPEG on white (transparency has no meaning in a circle
// on any background).
func avatarJPEG(f *intake.File) ([]byte, error) {
	bad := recruit.FieldError("avatar", intake.HubAvatar.BadType)
	cfg, _, err := image.DecodeConfig(f.Reader())
	if err != nil {
		return nil, bad
	}
	if cfg.Width*cfg.Height > maxAvatarPixels {
		return nil, recruit.FieldError("avatar", "Please upload an image of at most 25 megapixels.")
	}
	src, _, err := image.Decode(f.Reader())
	if err != nil {
		return nil, bad
	}
	b := src.Bounds()
	side := min(b.Dx(), b.Dy())
	crop := image.Rect(b.Min.X+(b.Dx()-side)/2, b.Min.Y+(b.Dy()-side)/2, 0, 0)
	crop.Max = crop.Min.Add(image.Pt(side, side))
	dst := image.NewRGBA(image.Rect(0, 0, AvatarSide, AvatarSide))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, crop, draw.Over, nil)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
