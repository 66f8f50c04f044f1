import type { Catalog } from '../../catalog';
import type { registerPage as zh } from '../zh-CN/registerPage';

export const registerPage: Catalog<typeof zh> = {
  title: 'Sign up for Xueban Online',
  subtitle: 'Sign up with your phone number to pick courses, practise and see your learning reports',
  brand: {
    heading: 'Learn every lesson well, with a study buddy',
    intro: 'Courses, exercises and study plans from primary to high school, all with one account.',
    benefitsLabel: 'With an account you can',
    benefits: {
      courses: { title: 'Courses by top teachers', text: 'Picked for your grade, to replay any time' },
      practice: { title: 'Practice after class', text: 'Exercises with every lesson to check what you learnt' },
      reports: { title: 'Learning reports', text: 'Progress and weak spots at a glance' },
      adviser: { title: 'Your own course adviser', text: 'One-to-one help to plan your studies' },
    },
  },
  registered: {
    title: 'You are signed up',
    message: 'Welcome to Xueban Online. Opening the home page…',
    toast: 'Signed up. Welcome to Xueban Online',
  },
  alreadyLoggedIn: {
    title: 'You are logged in',
    message: 'An account is already logged in, so there is nothing to sign up for.',
    home: 'Back to home',
  },
};
