// The hook moved to `online.ts` (issue 14); this path stays for the code that imports it from here.
export { useOnline } from './online';
