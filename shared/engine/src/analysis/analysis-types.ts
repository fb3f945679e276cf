// The catalogue lives in @csw/contracts so that THINK's screen can read it without loading the engine.
export {
  ANALYSIS_TYPE_IDS,
  ANALYSIS_TYPES,
  isAnalysisTypeId,
  type AnalysisTypeId,
  type AnalysisTypeInfo,
} from '@csw/contracts';
