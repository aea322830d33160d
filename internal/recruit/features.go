package recruit

// Feature flags, read as feature_details[group][feature].
const (
	FeatureReferral            = "referral"             // ats: employees refer candidates
	FeatureRequisitionApproval = "requisition_approval" // ats: jobs need an admin's approval
	FeatureSmartSearchOnly     = "smart_search_only"    // ats: the company uses only smart search
)

// FeatureGroups lists every group with its features and their defaults
// for a new company. A self-hosted install sells no plans, so modules are
// on unless they change how work flows (approval, smart-search-only).
var FeatureGroups = map[string]map[string]bool{
	"ats": {
		FeatureReferral:            true,
		FeatureRequisitionApproval: false,
		FeatureSmartSearchOnly:     false,
	},
	"screeno":   {},
	"wand":      {},
	"talenthub": {},
}

// ValidFeature reports whether group.feature is a known flag.
func ValidFeature(group, feature string) bool {
	fs, ok := FeatureGroups[group]
	if !ok {
		return false
	}
	_, ok = fs[feature]
	return ok
}
