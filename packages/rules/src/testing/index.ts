// @flotilla/rules/testing: the test kits other packages' tests use; shipped code never imports this entry.
export { describeContract, type ContractConfig } from './contract';
export { deepFreeze } from './deep-freeze';
export { bareTable as eollisTable, withHand, withPhase, withPirates } from '../eollis/test-kit';
export {
  secretsHiddenFrom,
  table as fifteenMenTable,
  type SlotSpec,
  type TableSpec,
} from '../fifteen-men/test-kit';
