/** Where an invoice stands (docs/product/reporting.md#invoices). */
export const INVOICE_STATUSES = ['Submitted', 'Approved', 'Paid', 'Disputed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What an invoice line charges for. */
export const INVOICE_LINE_KINDS = ['labour', 'parts', 'travel', 'tax'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
