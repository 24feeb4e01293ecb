import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '../../../../shared/config/paths';
import { CardGrid } from './card-grid';
import { LinkCard } from './link-card';
import { SectionHeading } from './section-heading';

const services = [
  {
    title: 'DIY Planner',
    to: paths.diy.path,
    icon: <HandymanOutlinedIcon />,
    description:
      'Plan and invest on your own terms, with clear tools, plain explanations and funds you can start in minutes.',
  },
  {
    title: 'Financial Wellness',
    to: paths.financialWellness.path,
    icon: <GroupsOutlinedIcon />,
    description:
      'Workshops and one-to-one clinics that help your employees clear debt, save tax and plan for what matters.',
  },
  {
    title: 'Financial Education',
    to: paths.financialEducation.path,
    icon: <SchoolOutlinedIcon />,
    description:
      'Hands-on money lessons for schools and colleges, so students learn to budget, save and invest early.',
  },
];

/** What We Do: the three services the specification puts on the home page. */
export function WhatWeDoSection() {
  return (
    <Box component="section" aria-labelledby="what-we-do-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="what-we-do-title"
          eyebrow="What we do"
          title="Money skills for every stage of life"
          intro="For people who invest on their own, for employers who care about their teams, and for the classrooms where good habits begin."
        />
        <CardGrid wideColumns={3}>
          {services.map((service) => (
            <li key={service.to}>
              <LinkCard {...service} action="Learn more" />
            </li>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}
