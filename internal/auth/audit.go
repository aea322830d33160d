package auth

// Actions of the audit log (audit_log) written by auth's use cases, each
// in the transaction of the change it records; the company's superusers
// read the log (privacy.AuditLog).
const (
	AuditRoles      = "user.roles"
	AuditDeactivate = "user.deactivate"
	AuditActivate   = "user.activate"
	AuditFeature    = "company.feature"
)
