import os
import pickle
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from everdell_desktop.core import Action

words = st.from_regex(r"[a-z][a-z0-9_.]{0,12}", fullmatch=True).filter(
    lambda w: w not in ("true", "false")
)
values = st.recursive(
    st.integers(-1000, 1000) | st.booleans() | words,
    lambda inner: st.lists(inner, max_size=3).map(tuple),
    max_leaves=6,
)


def test_encoding_is_human_readable_and_sorted():
    action = Action.of("place_worker", loc="green.bamboo", guide=1)
    assert action.encode() == "place_worker(guide=1,loc=green.bamboo)"


def test_equality_is_by_value_regardless_of_argument_order():
    assert Action.of("x", a=1, b=2) == Action.of("x", b=2, a=1)
    assert hash(Action.of("x", a=1, b=2)) == hash(Action.of("x", b=2, a=1))
    assert Action.of("x", a=1) != Action.of("x", a=2)


@given(
    kind=words.filter(lambda w: w[0].isalpha()),
    args=st.dictionaries(st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True), values, max_size=4),
)
def test_parse_inverts_encode(kind, args):
    action = Action.of(kind, **args)
    assert Action.parse(action.encode()) == action


@pytest.mark.parametrize("text", ["", "play", "play(card)", "play(card=a b)", "play(=1)"])
def test_malformed_text_is_rejected(text):
    with pytest.raises(ValueError):
        Action.parse(text)


def test_an_argument_given_twice_is_refused_by_its_name():
    with pytest.raises(ValueError, match="argument 'card' given twice in action"):
        Action.parse("play(card=1,card=2)")


def test_values_without_stable_text_are_refused():
    with pytest.raises(ValueError):
        Action.of("say", text="two words").encode()


def test_a_message_quotes_forty_characters_from_where_the_text_went_wrong():
    from everdell_desktop.core.actions import _excerpt

    text = "".join(chr(ord("a") + index % 26) for index in range(100))  # "abc...zabc..."
    assert _excerpt(text, 50) == repr("yzabcdefghijklmnopqrstuvwxyzabcdefghijkl…")
    assert _excerpt(text, 70) == repr("stuvwxyzabcdefghijklmnopqrstuv")  # to the end: no "…"
    assert _excerpt("short") == repr("short")


def test_an_action_pickled_to_a_process_with_another_hash_seed_is_found_by_its_hash():
    """An action hashes once and keeps the hash; a pickled copy must hash anew, since the
    search's helper process hashes strings with a seed of its own."""
    action = Action.of("play", card="farm", src="hand")
    hash(action)  # the hash kept in the action
    script = (
        "import pickle, sys\n"
        "from everdell_desktop.core import Action\n"
        "action = pickle.loads(sys.stdin.buffer.read())\n"
        "print(action in {Action.of('play', card='farm', src='hand'): 1})\n"
    )
    for seed in ("1", "2"):
        found = subprocess.run(
            [sys.executable, "-c", script],
            input=pickle.dumps(action),
            capture_output=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        )
        assert found.stdout.strip() == b"True"
