import { CUSTOMER_PATHS } from '@domain/tenancy/customer';
import type { CustomerCreate, CustomerCreated } from '@domain/tenancy/customer-create';
import { api } from '@/lib/api-client';

/** POST customers (administrators): a new customer and, when given, its first Company Leader, invited. */
export const createCustomer = (body: CustomerCreate) => api<CustomerCreated>(CUSTOMER_PATHS.create, { method: 'POST', body });

export const CUSTOMER_CREATE_FAILURE = 'An error occurred while trying to add the customer.';
