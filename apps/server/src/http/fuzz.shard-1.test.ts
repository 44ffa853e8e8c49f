import { describeFuzzSweep } from './fuzz-sweep';

describeFuzzSweep(0, 4);
