export { Dialog, Toast } from './antd-imperative.ts';
