// What the file library and its drawer share without the drawer's code: `?file=<id>` opens a file's details.
export const FILE_PARAM = 'file';
