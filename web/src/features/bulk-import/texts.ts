export const titleText = 'Bulk import candidates';
export const introText =
  'Upload a CSV or XLSX sheet of candidates, one per row under a header row, and optionally a zip of their resumes named in a column. Nothing is imported until you check the rows and start the import.';
export const sheetLabel = 'Candidates sheet (CSV or XLSX)';
export const zipLabel = 'Resumes (zip, optional)';
export const uploadText = 'Upload';
export const uploadingText = 'Uploading…';
export const chooseSheetText = 'Please choose a CSV or XLSX file';
export const columnsTitle = 'Columns';
export const columnsIntro = 'Which column of your sheet fills each field. We guessed from the headers; change any that are wrong.';
export const notImportedText = '— Not imported —';
export const requiredSuffix = ' (required)';
export const checkRowsText = 'Check rows';
export const checkingText = 'Checking…';
export const previewTitle = 'Preview';
export const problemsTitle = 'Problems by row';
export const noProblemsText = 'No problems: every row can be imported.';
export const rowHeader = 'Row';
export const kindHeader = 'Kind';
export const fieldHeader = 'Field';
export const problemHeader = 'Problem';
export const kindLabels: Record<string, string> = {
  error: 'Error',
  duplicate: 'Duplicate',
  possible_duplicate: 'Possible duplicate',
  resume_missing: 'Resume missing',
  skipped: 'Skipped',
};
export const replaceTitle = 'Fix the sheet';
export const replaceIntro = 'Correct the rows in your spreadsheet and upload it again: the column choices are kept.';
export const replaceLabel = 'Replace file';
export const replaceButtonText = 'Upload corrected file';
export const skipText = (n: number) => `Skip the ${n} rows with errors`;
export const importText = (n: number) => `Import ${n} candidates`;
export const blockedText = (n: number) => `${n} rows have errors: fix them and upload the corrected file, or choose to skip them.`;
export const countsText = (total: number, errors: number, duplicates: number, possible: number) =>
  `${total} rows: ${errors} with errors, ${duplicates} duplicates, ${possible} possible duplicates.`;
export const progressLabel = 'Import progress';
export const progressText = (done: number, total: number) => `Imported ${done} of ${total} rows…`;
export const doneTitle = 'Import finished';
export const failedTitle = 'The import stopped';
export const summaryTexts = {
  imported: 'New candidates added',
  linked: 'Known candidates added to this job',
  already_applied: 'Already candidates for this job (not added again)',
  skipped: 'Rows with errors skipped',
  resumes_attached: 'Resumes attached',
  resumes_missing: 'Resumes not found in the zip',
} as const;
export const candidatesLinkText = "Go to the job's candidates";
export const backToJobText = 'Back to the job';
export const loadingText = 'Loading…';
export const notFoundText = 'This import was not found.';
export const somethingWentWrongText = 'Something went wrong';
export const previousText = 'Previous';
export const nextText = 'Next';
export const pageText = (page: number, pages: number) => `Page ${page} of ${pages}`;
