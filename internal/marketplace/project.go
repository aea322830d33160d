package marketplace

// checkProject validates a project: a title, http(s) links, a description.
func checkProject(in Project) (Project, error) {
	var err error
	out := Project{ID: in.ID}
	if out.Title, err = required("title", "Title", in.Title, maxLine); err != nil {
		return out, err
	}
	if out.SourceCodeURL, _, err = webURL("source_code_link", "Source code link", in.SourceCodeURL); err != nil {
		return out, err
	}
	if out.WebsiteURL, _, err = webURL("website_link", "Website link", in.WebsiteURL); err != nil {
		return out, err
	}
	out.Description, err = field("description", "Description", in.Description, maxDescription, true)
	return out, err
}
