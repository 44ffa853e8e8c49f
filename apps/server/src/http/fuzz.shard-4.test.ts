import { describeFuzzSweep } from './fuzz-sweep';

describeFuzzSweep(3, 4);
