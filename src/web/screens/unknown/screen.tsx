import { useTranslation } from 'react-i18next';
import { StepLayout } from '../../components/step-layout';
import styles from './screen.css?inline';

export { styles };

/** spec 2: a step name with no screen shows this one. */
export default function UnknownScreen() {
  const { t } = useTranslation();
  return (
    <StepLayout title={t('shell.unknown_title')} hideNext>
      <p>{t('shell.unknown_text')}</p>
    </StepLayout>
  );
}
