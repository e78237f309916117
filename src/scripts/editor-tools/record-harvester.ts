import { runHarvest } from './harvest.ts';

runHarvest('record');
