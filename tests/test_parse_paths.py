"""Which files parse_paths reads, and the one-line errors for seeds that cannot be used."""

from __future__ import annotations

from pathlib import Path

import pytest

from enrich.parse import SeedError, decode_seed, parse_paths, seed_files

PLAIN_ENTRY = "[2020 FAST] Quiver: An Informed Storage Cache for Deep Learning. [PDF]\n"


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_folder_gives_its_txt_and_md_lists_sorted_by_name(tmp_path):
    write(tmp_path / "b.md", "[2021 FAST] **CheckFreq: Frequent, Fine-Grained DNN Checkpointing**.\n")
    write(tmp_path / "a.txt", PLAIN_ENTRY)
    write(tmp_path / "notes.html", "[2022 ATC] Not A List Entry.\n")
    (tmp_path / "sub").mkdir()
    write(tmp_path / "sub" / "c.txt", "[2023 ATC] Nested Lists Are Not Read.\n")

    assert [path.name for path in seed_files([tmp_path])] == ["a.txt", "b.md"]
    result = parse_paths([tmp_path])
    assert [entry.title for entry in result.entries] == [
        "Quiver: An Informed Storage Cache for Deep Learning",
        "CheckFreq: Frequent, Fine-Grained DNN Checkpointing",
    ]
    assert result.entries[0].occurrences[0].file == str(tmp_path / "a.txt")


def test_files_and_folders_mix_and_a_file_named_twice_is_read_once(tmp_path):
    single = write(tmp_path / "one.txt", PLAIN_ENTRY)
    folder = tmp_path / "more"
    folder.mkdir()
    write(folder / "two.md", "[2020 FAST] **Quiver: An Informed Storage Cache for Deep Learning**.\n")
    result = parse_paths([single, folder, single])
    assert [stats.file for stats in result.files] == [str(single), str(folder / "two.md")]
    (entry,) = result.entries
    assert [Path(o.file).name for o in entry.occurrences] == ["one.txt", "two.md"]


def test_a_path_below_the_working_directory_is_recorded_relative_to_it(tmp_path, monkeypatch):
    write(tmp_path / "list.txt", PLAIN_ENTRY)
    monkeypatch.chdir(tmp_path)
    result = parse_paths([tmp_path / "list.txt"])
    assert result.entries[0].occurrences[0].file == "list.txt"


def test_a_missing_path_is_named_in_a_one_line_error(tmp_path):
    with pytest.raises(SeedError, match="^seed path not found: .*nowhere$"):
        parse_paths([tmp_path / "nowhere"])


def test_a_folder_without_lists_is_an_error(tmp_path):
    write(tmp_path / "readme.html", "nothing here")
    with pytest.raises(SeedError, match="no reading list in folder .*: enrich reads .md"):
        parse_paths([tmp_path])


def test_an_empty_selection_is_an_error():
    with pytest.raises(SeedError, match="no seed files given"):
        parse_paths([])


def test_a_file_that_is_not_utf8_is_named_with_the_offset_of_the_bad_byte(tmp_path):
    (tmp_path / "latin1.txt").write_bytes("[2020 FAST] Café Paper.\n".encode("latin-1"))
    with pytest.raises(SeedError) as error:
        parse_paths([tmp_path])
    message = str(error.value)
    assert "latin1.txt" in message and "byte 0xe9 at offset 15" in message and "\n" not in message
    assert isinstance(error.value, ValueError)


def test_a_byte_order_mark_is_not_part_of_the_first_line():
    assert decode_seed("\ufeff# Papers\n".encode("utf-8"), "list.md") == "# Papers\n"


def test_a_symlinked_list_is_read_and_a_link_to_nowhere_stops_the_run(tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "kept.txt").write_text(
        "[2020 FAST] Quiver: An Informed Storage Cache\n", encoding="utf-8"
    )
    (tmp_path / "seeds").mkdir()
    (tmp_path / "seeds" / "kept.txt").symlink_to(tmp_path / "elsewhere" / "kept.txt")
    assert [entry.title for entry in parse_paths([tmp_path / "seeds"]).entries] == ["Quiver: An Informed Storage Cache"]
    (tmp_path / "seeds" / "gone.md").symlink_to(tmp_path / "elsewhere" / "gone.md")
    with pytest.raises(SeedError, match="gone.md is a symbolic link to .*gone.md, which does not exist"):
        seed_files([tmp_path / "seeds"])


def test_an_r_markdown_or_quarto_list_in_a_seeds_folder_is_read_as_markdown(tmp_path):
    """A package's vignette of the papers that cite it is R Markdown (".Rmd", as R writes the suffix): a YAML header,
    headings and bullets. Read as Markdown, its bullets are papers; read as a text list, none would be."""
    vignette = (
        '---\ntitle: "Publication record"\noutput: rmarkdown::html_vignette\n---\n\n'
        "## Research articles\n\n### 2025\n\n"
        "* Okafor MA, Lindqvist S, and Tanaka K (2025) Counting moths under street lights. _Insect Ecology_, **12**:"
        " 45--67.\n"
    )
    write(tmp_path / "publication_record.Rmd", vignette)
    write(tmp_path / "readings.qmd", vignette.replace("Counting moths", "Timing moths"))
    result = parse_paths([tmp_path])
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Counting moths under street lights", 2025),
        ("Timing moths under street lights", 2025),
    ]
    assert result.not_lists == []
