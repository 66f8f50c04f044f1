import { gradeNavStages } from '@/features/home/GradeNav';
import { api } from '../../fixtures/api';

/** The stages as the home page builds them from basic data. */
export const homeStages = gradeNavStages(api.basicData);
