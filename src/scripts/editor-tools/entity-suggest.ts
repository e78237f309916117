import { runSuggest } from './suggest.ts';

runSuggest('entity');
