import { proxySuite } from './proxy-suite.js';

proxySuite('postgres');
