/**
 * Headers every API call carries (docs/product/README.md#api). Lower-case, as HTTP/2 and Fastify see them.
 */
export const HEADERS = {
  currentPath: 'x-current-path',
  impersonateUserId: 'x-impersonate-user-id',
  selectedCustomerId: 'x-selected-customer-id',
  selectedBrandOwnerId: 'x-selected-brand-owner-id',
  /** Response header: this instance is a joint-brand instance ('true' or 'false'). */
  jointBrand: 'x-joint-brand',
  requestId: 'x-request-id',
  idempotencyKey: 'idempotency-key',
} as const;
