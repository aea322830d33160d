package resume

// Dumpable reports prctl(PR_GET_DUMPABLE) for the tests.
var Dumpable = dumpable
