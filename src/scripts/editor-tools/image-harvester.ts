import { runHarvest } from './harvest.ts';

runHarvest('image');
