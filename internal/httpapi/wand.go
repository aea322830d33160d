package httpapi

import (
	"context"
	"strings"
	"time"

	"hirekit/internal/apiv1"
	"hirekit/internal/recruit"
	"hirekit/internal/screening"
)

func (s *Server) wandReturnURL(ctx context.Context, req *apiv1.WandReturnRequest) (*apiv1.WandReturn, error) {
	u, err := s.deps.Auth.WandReturnURL(ctx, req.ReturnURL, req.Token)
	if err != nil {
		return nil, err
	}
	return &apiv1.WandReturn{URL: u}, nil
}

func (s *Server) recordWandDownload(ctx context.Context, req *apiv1.WandDownloadRequest) (*apiv1.WandDownloadRecorded, error) {
	in := screening.WandDownload{Board: req.Board, ProfileURL: req.ProfileURL, ProfileID: req.ProfileID}
	if at := strings.TrimSpace(req.DownloadedAt); at != "" {
		t, err := time.Parse(time.RFC3339, at)
		if err != nil {
			return nil, recruit.FieldError("downloaded_at", "Please send the download time as RFC 3339, such as 2026-11-28T10:00:00Z")
		}
		in.DownloadedAt = t
	}
	r, err := s.deps.Screening.RecordWandDownload(ctx, in)
	if err != nil {
		return nil, err
	}
	return &apiv1.WandDownloadRecorded{Recorded: r.Recorded, Board: r.Board, Day: r.Day}, nil
}

func (s *Server) wandUsageGraph(ctx context.Context, _ *apiv1.Empty) (*apiv1.WandUsageGraph, error) {
	u, err := s.deps.Screening.WandUsageGraph(ctx)
	if err != nil {
		return nil, err
	}
	out := &apiv1.WandUsageGraph{TotalDownloads: u.TotalDownloads, LastWeekCount: u.LastWeekCount,
		WandUsageData: make([]apiv1.WandUsagePoint, 0, len(u.Days)), Boards: make([]apiv1.WandBoard, 0, len(screening.WandBoards))}
	for _, d := range u.Days {
		out.WandUsageData = append(out.WandUsageData, apiv1.WandUsagePoint{Date: d.Date, Downloads: d.Downloads, Sample: u.Sample})
	}
	for _, b := range screening.WandBoards {
		out.Boards = append(out.Boards, apiv1.WandBoard{ID: b.ID, Name: b.Name})
	}
	return out, nil
}
