// Salesmen a user can be bound to (users.bind_salesman_id). auth 1 may see all statistics.
// user_id is the salesman's own account (the personas demo-salesman and demo-salesman-basic).
import type { SalesmanRow } from './types.ts';
import { USER } from './users.ts';

export const salesmen: SalesmanRow[] = [
  {
    id: 1,
    user_id: USER.salesman,
    name: '张建华',
    auth: 1,
    bank_account: '6222 0212 0800 1234 567',
    bank_duty_number: '91330106MA2H3K7X5Q',
    bank_name: '中国工商银行杭州西湖支行',
    company_name: '杭州珍宝文化传播有限公司',
  },
  {
    id: 2,
    user_id: USER.salesmanBasic,
    name: '刘晓燕',
    auth: 0,
    bank_account: '6217 0012 3000 9876 543',
    bank_duty_number: '91360200MA39R2LQ8T',
    bank_name: '中国建设银行景德镇珠山支行',
    company_name: '景德镇瓷韵文化艺术有限公司',
  },
];
