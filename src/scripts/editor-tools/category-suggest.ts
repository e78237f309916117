import { runSuggest } from './suggest.ts';

runSuggest('category');
