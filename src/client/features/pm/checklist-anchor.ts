/** The element id of the checklist card (a prompt's action scrolls to it); apart from the card, which loads on demand. */
export const CHECKLIST_ANCHOR = 'checklist';
