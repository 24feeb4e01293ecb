import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { founders, site } from '../../../shared/config/site';
import { PageHeader } from '../../components/page-header';
import { FounderProfile } from './components/founder-profile';

const [meera, kabir] = founders;

const beliefs = [
  {
    title: 'The goal comes first',
    text: 'A daughter’s degree in 2034, a home by 45, a retirement that does not depend on anyone: we put a date and a rupee figure on the goal before we talk about any product.',
  },
  {
    title: 'Plain words, real numbers',
    text: 'No jargon where an everyday word will do, and every figure in rupees, with the rates behind it written down where you can see and change them.',
  },
  {
    title: 'Learning is free',
    text: 'Our planners, the magazine and our public talks cost nothing. Understanding your money should not depend on what you can pay for advice.',
  },
  {
    title: 'Open about how we earn',
    text: `We are an ${site.distributor.registration}. When you invest through us, the fund house pays us a commission; we say so plainly, and you are never obliged to invest with us to learn from us.`,
  },
] as const;

const officeCities = site.offices.map((office) => office.city).join(', ');

const firstName = (name: string) => name.split(' ')[0] ?? name;

/** /about (Our Story): how Arthashala began, what it believes, its two founders, a closing word. */
export default function AboutPage() {
  return (
    <>
      <Container maxWidth="md" sx={{ pt: { xs: 3, sm: 5 } }}>
        <PageHeader
          crumb="Our story"
          title="Our story"
          lead="Two friends, a borrowed classroom and one question: why does nobody teach us money?"
        />

        <Box component="section" aria-labelledby="about-beginning" sx={sectionSx}>
          <Box component="h2" id="about-beginning" sx={headingSx}>
            How {site.name} began
          </Box>
          <p>
            In 2017 {meera.name} was teaching economics at a pre-university college in Bengaluru
            when a colleague, twenty years into her career, asked her quietly whether she should
            break a fixed deposit or take a loan to pay for her son’s engineering seat. She had
            taught for two decades, saved every month, and no one had ever sat with her to work out
            what her goals would cost, or when.
          </p>
          <p>
            That same year {kabir.name} left his job as a relationship manager at a private bank
            after eleven years, tired of meeting sales targets with products that suited the bank
            better than the customer in front of him.
          </p>
          <p>
            They met at a Saturday money workshop for teachers in a community library in Jayanagar:{' '}
            {firstName(meera.name)} in the audience, {firstName(kabir.name)} at the whiteboard. Her
            questions ran past the hour, and the conversation went on over filter coffee at the
            darshini next door. By the time the tumblers were empty they had the outline of a
            course: start from the goal, put a date and a rupee figure on it, and only then talk
            about where to invest.
          </p>
          <p>
            In {site.foundedYear} they named it {site.name}, from <i lang="sa-Latn">artha</i>,
            wealth, and <i lang="sa-Latn">shala</i>, school, and began teaching on weekday evenings
            in a school staff room in Malleswaram, for whoever came. Twelve people came to the first
            class.
          </p>
          <p>
            Word travelled. An HR head in Whitefield asked them to teach her team, and that became
            our financial wellness programme for employers. A principal asked for a version for her
            Class 11 students, and that became financial education for schools. Women in the evening
            classes asked for a room of their own, where no question was too basic, and that became
            the Equality Collective. And people kept asking, “So where do I invest?”, which is why
            we registered with AMFI as a mutual fund distributor: so that anyone who wants to act on
            their plan can do it with the people who helped them make it.
          </p>
          <p>
            The planners on this site are the worksheets from those first classes, turned into tools
            that anyone can use, at any hour, free. Today we teach in {officeCities} and online, and
            we still answer every e-mail ourselves.
          </p>
        </Box>

        <Box component="section" aria-labelledby="about-beliefs" sx={sectionSx}>
          <Box component="h2" id="about-beliefs" sx={headingSx}>
            What we believe
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {beliefs.map((belief) => (
              <Box
                component="li"
                key={belief.title}
                sx={{
                  p: 2.5,
                  borderRadius: 2,
                  bgcolor: '#e0f2f1',
                  borderLeft: '4px solid',
                  borderLeftColor: 'secondary.dark',
                }}
              >
                <Box component="h3" sx={{ m: 0, mb: 1, fontSize: '1.15rem', fontWeight: 700 }}>
                  {belief.title}
                </Box>
                <Box component="p" sx={{ m: 0, lineHeight: 1.65 }}>
                  {belief.text}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="about-founders" sx={sectionSx}>
          <Box component="h2" id="about-founders" sx={headingSx}>
            Our founders
          </Box>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <FounderProfile
              founder={meera}
              portraitAlt={`Drawn portrait of ${meera.name}: smiling, her hair in a bun, a red bindi, in a teal top.`}
            >
              <p>
                {firstName(meera.name)} taught economics for nine years before co-founding{' '}
                {site.name}. She designs our courses for schools, employers and the Equality
                Collective, and still teaches a class most weeks. Her rule is that a lesson is not
                ready until a sixteen-year-old and a sixty-year-old can both follow it.
              </p>
              <p>
                She grew up in Mysuru, where her grandmother kept the household accounts in a school
                notebook, and says every planner on this site is a notebook like that one with the
                sums done for you. Outside work she is learning the veena, slowly.
              </p>
            </FounderProfile>
            <FounderProfile
              founder={kabir}
              portraitAlt={`Drawn portrait of ${kabir.name}: smiling, with a beard and round glasses, in a grey top.`}
            >
              <p>
                {firstName(kabir.name)} spent eleven years in private banking in Mumbai and Pune and
                left convinced that people need a plan before they need a product. He leads our
                planning team, worked out the sums behind our planners, and is the one who insists
                that every illustration on this site shows its assumptions and the market-risk line.
              </p>
              <p>
                He holds the NISM certification for mutual fund distributors and looks after our
                investors’ questions long after they have invested. On Sunday mornings he coaches an
                under-14 cricket team in Bengaluru, which he says taught him more about patience
                than any market ever did.
              </p>
            </FounderProfile>
          </Box>
        </Box>

        <Box
          component="section"
          aria-labelledby="about-next"
          sx={{ ...sectionSx, mb: { xs: 6, md: 8 } }}
        >
          <Box component="h2" id="about-next" sx={headingSx}>
            Start where our students start
          </Box>
          <p>
            Pick one goal, put a date on it, and see what it takes each month. It takes about two
            minutes, and you do not need to sign in.
          </p>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            <Button
              component={RouterLink}
              to={paths.moneyMap.path}
              variant="contained"
              disableElevation
            >
              Plan a goal with {paths.moneyMap.title}
            </Button>
            <Button component={RouterLink} to={paths.magazine.path} variant="outlined">
              Read the {paths.magazine.title.toLowerCase()}
            </Button>
          </Box>
        </Box>
      </Container>

      <Box component="section" aria-label="A word from our founders" sx={quoteBandSx}>
        <Container maxWidth="md" sx={{ py: { xs: 7, md: 9 }, textAlign: 'center' }}>
          <Box component="figure" sx={{ m: 0 }}>
            <Box component="blockquote" sx={{ m: 0 }}>
              <Box
                component="p"
                sx={{
                  m: 0,
                  fontSize: { xs: '1.5rem', md: '2.1rem' },
                  fontWeight: 700,
                  lineHeight: 1.3,
                }}
              >
                “A plan you understand will serve you better than any product you were sold. Our
                work is to make sure you understand.”
              </Box>
            </Box>
            <Box
              component="figcaption"
              sx={{ mt: 2.5, color: 'rgba(255, 255, 255, 0.85)', fontSize: '1.05rem' }}
            >
              {meera.name} and {kabir.name}, founders of {site.name}
            </Box>
          </Box>
        </Container>
      </Box>
    </>
  );
}

const sectionSx = {
  mb: { xs: 5, md: 7 },
  fontSize: '1.05rem',
  '& > p': { m: 0, mb: 2, lineHeight: 1.75, maxWidth: '68ch' },
} as const;

const headingSx = {
  m: 0,
  mb: 2,
  fontSize: { xs: '1.6rem', md: '2rem' },
  fontWeight: 700,
  color: 'primary.dark',
} as const;

const quoteBandSx = { bgcolor: 'primary.dark', color: 'common.white' } as const;
