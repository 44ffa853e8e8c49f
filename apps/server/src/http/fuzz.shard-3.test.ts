import { describeFuzzSweep } from './fuzz-sweep';

describeFuzzSweep(2, 4);
