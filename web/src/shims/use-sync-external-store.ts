// react-i18next imports useSyncExternalStore from the use-sync-external-store shim, which carries
// a fallback for React before 18; React 19 has it built in, so the build points the shim here.
export { useSyncExternalStore } from 'react';
