import fc from 'fast-check';
import { reportEveryProperty } from '../helpers/propertyBudget.ts';

fc.installGlobalPlugin(reportEveryProperty);
