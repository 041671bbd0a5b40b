// What a list cell, a detail view or a locked field shows for a value that is not there. Its own module,
// so a form's locked field does not bring the list's cell code into the form's first load.
export const EMPTY_VALUE = '—';
