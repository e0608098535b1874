// What a user sees of the salesman they are bound to (auth/me's bindsalesman). Anyone may bind
// a salesman by code (/banding); the bank details and the right to every master's statistics
// (auth 1, /data_all) are the salesman's own, shown only on the salesman's own account.
import type { salesmen } from '../../db/schema.ts';
import type { User } from '../deps.ts';

type SalesmanRow = typeof salesmen.$inferSelect;

export const isTheSalesman = (salesman: SalesmanRow, user: User) => salesman.user_id === user.id;

export function salesmanSeenBy(salesman: SalesmanRow, user: User) {
  const own = isTheSalesman(salesman, user);
  return {
    name: salesman.name,
    auth: own ? salesman.auth : 0,
    bank_account: own ? salesman.bank_account : '',
    bank_duty_number: own ? salesman.bank_duty_number : '',
    bank_name: own ? salesman.bank_name : '',
    company_name: salesman.company_name,
  };
}
