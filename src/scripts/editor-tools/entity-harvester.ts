import { runHarvest } from './harvest.ts';

runHarvest('entity');
