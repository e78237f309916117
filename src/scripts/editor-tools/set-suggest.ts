import { runSuggest } from './suggest.ts';

runSuggest('set');
