import type { Classification } from '@csw/contracts';
import { useDisplayedClassification } from '@csw/event-bus';
import { ClassificationTag, Muted, Row } from '@csw/ui';

/** The marking of a result: the highest marking of the documents it cites (the page's banners carry it too). */
export function ClassificationMarking({ level }: { level: Classification }) {
  useDisplayedClassification([level]);
  return (
    <Row gap="xs" aria-label="Classification of this result">
      <Muted>Marked</Muted>
      <ClassificationTag level={level} />
      <Muted>(the highest marking of the documents cited)</Muted>
    </Row>
  );
}
