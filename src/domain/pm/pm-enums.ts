/** Where a PM checklist item stands (docs/product/maintenance-and-guides.md: checklist items get a status when marked). */
export const PM_CHECKLIST_STATUSES = ['Not Started', 'Completed', 'Needs Repair', 'Not Applicable'] as const;
export type PmChecklistStatus = (typeof PM_CHECKLIST_STATUSES)[number];
