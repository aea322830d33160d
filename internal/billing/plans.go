package billing

// Plan is a card of /screeno/credits (spec §9): India's plans are paid
// online in rupees; elsewhere, and the custom plan everywhere, go through
// a callback of the spec's kind.
type Plan struct {
	ID       string
	Resumes  int    // credits granted; 0 for the custom plan
	Price    string // as shown: ₹2000, $69; "" for custom
	Struck   string // the struck price, India only
	Paise    int64  // the amount of an online order; 0 = callback only
	Callback string // the request-callback kind
}

// Online says whether the plan can be bought through Razorpay.
func (p Plan) Online() bool { return p.Paise > 0 }

// Regions of the plans.
const (
	RegionIndia     = "india"
	RegionElsewhere = "elsewhere"
)

var indiaPlans = []Plan{
	{ID: "india_100", Resumes: 100, Price: "₹2000", Struck: "₹2500", Paise: 2000_00, Callback: "pricing_page_100"},
	{ID: "india_200", Resumes: 200, Price: "₹3500", Struck: "₹5000", Paise: 3500_00, Callback: "pricing_page_200"},
	{ID: "india_custom", Callback: "pricing_page_custom"},
}

var elsewherePlans = []Plan{
	{ID: "intl_100", Resumes: 100, Price: "$69", Callback: "pricing_page_100_us"},
	{ID: "intl_200", Resumes: 200, Price: "$129", Callback: "pricing_page_200_us"},
	{ID: "intl_custom", Callback: "pricing_page_custom_us"},
}

// RegionOf decides the region by the browser's time zone, as the spec
// says (the screen sends Intl's resolved time zone).
func RegionOf(timeZone string) string {
	if timeZone == "Asia/Kolkata" || timeZone == "Asia/Calcutta" {
		return RegionIndia
	}
	return RegionElsewhere
}

// PlansIn lists a region's plan cards, in the screen's order.
func PlansIn(region string) []Plan {
	if region == RegionIndia {
		return indiaPlans
	}
	return elsewherePlans
}

// PlanByID finds a plan of either region.
func PlanByID(id string) (Plan, bool) {
	for _, p := range append(append([]Plan{}, indiaPlans...), elsewherePlans...) {
		if p.ID == id {
			return p, true
		}
	}
	return Plan{}, false
}

// planByRupees finds the India plan of an amount in rupees (the spec's
// create-order body names inr_amount).
func planByRupees(rupees int64) (Plan, bool) {
	for _, p := range indiaPlans {
		if p.Online() && p.Paise == rupees*100 {
			return p, true
		}
	}
	return Plan{}, false
}
