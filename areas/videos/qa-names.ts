// The videos list's names for QA beyond the generic list's (docs/qa.md, checked by the accessibility walk):
// "Add video" and the drawer that adds or edits a video (videos-screen.tsx, video-drawer.tsx), whose fields
// are the area's (definition.ts), the address for YouTube and Vimeo, a file for an uploaded video.
import type { QaName, QaScreenNames } from '@/lib/qa-names';

const DRAWER = 'drawer';
const inDrawer = (role: QaName['role'], name: string, when = 'in the drawer'): QaName => ({ role, name, when, revealedBy: DRAWER });

export const VIDEOS_QA_NAMES: QaScreenNames = {
  landmarks: [],
  genericList: { create: false, detail: false },
  controls: [
    { role: 'link', name: 'Add video' },
    { role: 'dialog', name: 'New video', when: 'after Add video (?video=new)' },
    { role: 'dialog', name: 'Edit video', when: 'a row’s link or ?video=<id> opens it', revealedBy: DRAWER },
    inDrawer('form', 'Edit video'),
    inDrawer('textbox', 'Title'),
    inDrawer('textbox', 'Slug'),
    inDrawer('button', 'From title'),
    inDrawer('combobox', 'Region'),
    inDrawer('combobox', 'Provider'),
    { role: 'textbox', name: 'Video address', when: 'in the drawer, for YouTube and Vimeo' },
    { role: 'group', name: 'Video file', when: 'in the drawer, for an uploaded file' },
    inDrawer('group', 'Thumbnail'),
    inDrawer('spinbutton', 'Duration (seconds)'),
    inDrawer('textbox', 'Transcript'),
    inDrawer('group', 'Transcript file (.vtt)'),
    inDrawer('combobox', 'Status'),
    inDrawer('button', 'Save'),
    inDrawer('button', 'Cancel'),
    { role: 'button', name: 'Delete', when: 'in the drawer of a saved video' },
    inDrawer('button', 'Close video'),
  ],
  reveals: [
    {
      key: DRAWER,
      label: 'opening the first row’s drawer',
      open: [{ role: 'link', name: '<title>', within: { role: 'table', name: 'Videos' } }],
      close: [{ role: 'button', name: 'Close video' }],
    },
  ],
};
