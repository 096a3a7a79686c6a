"""Reading lists kept as pages of a static site (Jekyll, Pelican, Python-Markdown's meta-data) and as a course's
schedule: the site's template variables in link addresses, the page's meta-data lines, and the course's deadlines
between its weeks' papers.

Each case fails when the rule it names is taken out.
"""

from __future__ import annotations

from enrich.parse import parse_text
from tests.parsed import entries

SCHEDULE = """## Week 1

3/30:
* Speaker: Chang [[slides]({{ site.baseurl }}/slides/Lecture_02.pdf)]
* Papers:
    * [High-speed Switch Scheduling for Local-area Networks]({{ site.baseurl }}/papers/L4.pdf), T. Anderson et al.

---

* **Critique for 4/6** ** Due 4/5, Tuesday, 11:59pm on Canvas. **
* **Bufferbloat assignment submission!** ** Due 4/29, Friday, 11:59pm on Canvas. **
"""


def test_a_link_whose_address_opens_with_a_template_variable_is_a_link_and_keeps_its_address() -> None:
    (entry,) = [entry for entry in entries(SCHEDULE, "schedule.md") if "Switch" in entry.title]
    assert entry.title == "High-speed Switch Scheduling for Local-area Networks"
    assert [link.url for link in entry.links] == ["{{ site.baseurl }}/papers/L4.pdf"]
    assert entry.occurrences[0].seed_authors == ["T. Anderson"]


def test_a_courses_deadlines_are_no_papers() -> None:
    result = parse_text(SCHEDULE, "schedule.md")
    assert not [entry.title for entry in result.entries if "Critique" in entry.title or "assignment" in entry.title]
    assert result.files[0].skipped.get("course", 0) >= 2


def test_a_pages_meta_data_lines_are_its_title_and_the_citations_under_them_are_read_whole() -> None:
    text = (
        "title: References\n\n"
        "Dripps, W.R., and Bradbury, K.R., 2007, A simple daily\n"
        "soil-water-balance model for estimating groundwater recharge:\n"
        "Hydrogeology Journal, v. 15, no. 3, p. 433-444.\n"
    )
    (entry,) = entries(text, "index.md")
    assert entry.title == "A simple daily soil-water-balance model for estimating groundwater recharge"
    assert (entry.year, entry.venue) == (2007, "Hydrogeology Journal")


JOURNAL_CLUB = """# Sessions

| #  | Date | Presenter | Paper | Link |
|----|------|-----------|-------|------|
| 34 | 02/11/2024 | Ana Lee | Improving the Scan-rescan Precision of CMR Estimation | https://arxiv.org/abs/2408.11754 |
| 33 | 21/09/2024 | Bo Wu | GRAM: Graph Regularizable Assessment Metric | https://drive.google.com/file/d/1aF/view |
| 32 | 07/09/2024 | Special Session | Ask us anything! Q&A session with the program chairs | |
| 31 | 13/01/2024 | Ana, Bo and Cy | Opening session multi-linguistic: french, spanish, english | |
"""


def test_a_paper_shared_as_a_file_on_a_drive_is_a_paper_and_a_session_is_none() -> None:
    titles = [entry.title for entry in entries(JOURNAL_CLUB, "README.md")]
    assert titles == [
        "Improving the Scan-rescan Precision of CMR Estimation",
        "GRAM: Graph Regularizable Assessment Metric",
    ]


def test_slides_shared_from_a_drive_are_no_paper() -> None:
    text = "# Week 3\n\n- Slides: [Through 9/30](https://drive.google.com/file/d/1B_UB32PgV/view?usp=sharing)\n"
    assert entries(text, "syllabus.md") == []
