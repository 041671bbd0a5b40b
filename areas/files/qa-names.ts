// The file library's names for QA (docs/qa.md, checked by the accessibility walk): files-screen.tsx with the
// lists' toolbar and paging, the uploader it loads (file-uploader.tsx) and a file's drawer (file-drawer.tsx).
import { PAGER_QA_NAMES, type QaName, type QaScreenNames } from '@/lib/qa-names';

const DRAWER = 'drawer';
const inDrawer = (role: QaName['role'], name: string, level?: 3): QaName => ({ role, name, level, when: 'in the drawer', revealedBy: DRAWER });

export const FILES_QA_NAMES: QaScreenNames = {
  landmarks: [],
  controls: [
    { role: 'button', name: 'Upload files' },
    { role: 'list', name: 'Uploads', when: 'once files are dropped or chosen' },
    { role: 'searchbox', name: 'Search' },
    { role: 'combobox', name: 'Type' },
    { role: 'group', name: 'View' },
    { role: 'link', name: 'Grid' },
    { role: 'link', name: 'List' },
    { role: 'button', name: 'Views' },
    { role: 'button', name: 'Columns', when: 'in the List view (?view=list)' },
    { role: 'list', name: 'Files', when: 'in the Grid view (the default)' },
    { role: 'link', name: '<file name>', when: 'one per file: opens its drawer (?file=<id>)' },
    { role: 'table', name: 'Files', when: 'in the List view (?view=list)' },
    { role: 'combobox', name: 'Rows per page' },
    ...PAGER_QA_NAMES,
    { role: 'dialog', name: '<file name>', when: 'a file’s link or ?file=<id> opens it', revealedBy: DRAWER },
    inDrawer('region', 'Where it is used'),
    inDrawer('region', 'Address'),
    inDrawer('textbox', 'File URL'),
    inDrawer('button', 'Copy URL'),
    inDrawer('link', 'Download'),
    inDrawer('form', 'Name and alt text'),
    inDrawer('textbox', 'File name'),
    { role: 'textbox', name: 'Alt text', when: 'in the drawer of an image' },
    inDrawer('button', 'Save changes'),
    inDrawer('region', 'Delete'),
    inDrawer('button', 'Delete…'),
    { role: 'group', name: 'Confirm delete', when: 'in the drawer, after Delete…' },
    { role: 'button', name: 'Delete file', when: 'in Confirm delete' },
    { role: 'button', name: 'Keep file', when: 'in Confirm delete' },
    inDrawer('button', 'Close file'),
  ],
  reveals: [
    {
      key: DRAWER,
      label: 'opening the first file’s drawer',
      open: [{ role: 'link', name: '<file name>', within: { role: 'list', name: 'Files' } }],
      close: [{ role: 'button', name: 'Close file' }],
    },
  ],
};
