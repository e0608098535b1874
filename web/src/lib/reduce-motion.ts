// Loaded by the entry only when the phone asks for less motion (prefers-reduced-motion): antd-mobile's
// popups, dialogs and toasts then appear and go without their spring animations.
import { reduceMotion } from 'antd-mobile';

reduceMotion();
