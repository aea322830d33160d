package marketplace

// CandidateTables lets the external tests check and extend the list.
var CandidateTables = &candidateTables

// AlertBatchSize lets the job alerts' test read candidates in small batches.
var AlertBatchSize = &alertBatchSize
