// Provision pairs for the site's unit tests: the fields a test names, the rest as an unchanged,
// unconfirmed pair without titles, parts or moves.
import type {ProvisionPairJson} from '../../../src/schema.ts'

export function pair(fields: Partial<ProvisionPairJson> & Pick<ProvisionPairJson, 'status' | 'from' | 'to'>): ProvisionPairJson {
  return {
    fromLabel: null,
    toLabel: null,
    changeShare: 0,
    explanation: '',
    addedSubject: null,
    titleDiff: null,
    diff: [],
    parts: [],
    replacedWhole: false,
    ruleChange: null,
    elsewhere: null,
    inForceFrom: {from: null, to: null},
    confirmed: false,
    structural: false,
    links: [],
    ...fields
  }
}
