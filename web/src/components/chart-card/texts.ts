// Texts of the chart card. The spec names the tabs and the menu's actions;
// the rest is ours.
export const texts = {
  chartTab: 'Chart',
  tableTab: 'Table',
  views: (title: string) => `${title} views`,
  actions: 'Chart actions',
  save: 'Save',
  download: 'Download',
  edit: 'Edit',
  share: 'Share',
  delete: 'Delete',
  loading: (title: string) => `Loading ${title}`,
  empty: 'No data for these filters yet',
  chartName: (title: string, type: string) => `${title}, ${type} chart`,
  tableName: (title: string) => `${title} table`,
  topLabels: (shown: number, of: number) => `The ${shown} largest of ${of} shown`,
  unnamed: '(none)',
  downloadFailed: 'The image could not be made',
} as const;
