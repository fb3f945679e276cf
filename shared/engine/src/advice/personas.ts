import type { FailureMode, PersonaAnalysis, PersonaId, WhatIf } from '@csw/contracts';
import { commanderAnalysis } from './commander';
import type { AdviceContext } from './context';
import { historianAnalysis } from './historian';
import { innovatorAnalysis, whatIfs } from './innovator';
import { oracleAnalysis, premortem } from './oracle';
import { readProposal, type Proposal } from './proposal';
import { checkScenarioAssumptions, skepticAnalysis, type CheckedAssumption } from './skeptic';
import { strategistAnalysis } from './strategist';

/**
 * The methods of one consultation, each computed at most once: the course of action read from the
 * scenario and the assumptions the skeptic checks feed the strategist, the historian, the premortem and
 * the what-ifs; the council asks for one persona at a time.
 */
export class PersonaMethods {
  private proposalMemo?: Proposal;
  private assumptionsMemo?: CheckedAssumption[];
  private modesMemo?: FailureMode[];
  private whatIfsMemo?: WhatIf[];
  private readonly done = new Map<PersonaId, PersonaAnalysis>();

  constructor(readonly ac: AdviceContext) {}

  /** The course of action the scenario puts forward, and the assumptions it rests on. */
  get proposal(): Proposal {
    return (this.proposalMemo ??= readProposal(this.ac.ctx.corpus.documents[0]?.source.text ?? ''));
  }

  get assumptions(): CheckedAssumption[] {
    return (this.assumptionsMemo ??= checkScenarioAssumptions(this.ac, this.proposal));
  }

  get failureModes(): FailureMode[] {
    return (this.modesMemo ??= premortem(this.ac, this.assumptions));
  }

  get whatIfs(): WhatIf[] {
    return (this.whatIfsMemo ??= whatIfs(this.ac, this.assumptions));
  }

  /** The persona's method applied to the scenario and the library. */
  analyse(id: PersonaId): PersonaAnalysis {
    const cached = this.done.get(id);
    if (cached) return cached;
    const result = this.run(id);
    this.done.set(id, result);
    return result;
  }

  private run(id: PersonaId): PersonaAnalysis {
    switch (id) {
      case 'skeptic':
        return skepticAnalysis(this.ac, this.assumptions);
      case 'optimist':
        return strategistAnalysis(this.ac, this.assumptions, this.proposal.coa);
      case 'historian':
        return historianAnalysis(this.ac, this.assumptions);
      case 'oracle':
        return oracleAnalysis(this.failureModes);
      case 'innovator':
        return innovatorAnalysis(this.whatIfs);
      case 'commander':
        return commanderAnalysis(this.ac, this.proposal);
    }
  }
}
