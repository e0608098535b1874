export { Dialog, Toast } from './antd-imperative.ts';

import './feedback-ui.css';
