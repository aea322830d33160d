package marketplace

// CandidateTables lets the external tests check and extend the list.
var CandidateTables = &candidateTables
