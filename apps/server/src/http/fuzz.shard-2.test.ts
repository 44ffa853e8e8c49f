import { describeFuzzSweep } from './fuzz-sweep';

describeFuzzSweep(1, 4);
