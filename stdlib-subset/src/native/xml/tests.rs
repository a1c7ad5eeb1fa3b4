//! Tests of the scanner on its own: events, namespaces, entities and expat's error positions.

use garter::vm::PyErr;

use super::errors::{position, Code};
use super::scan::{scan, Event, Sink, Stop, Wanted};

/// Collects events as strings.
#[derive(Default)]
struct Collect(Vec<String>);

impl Sink for Collect {
    fn event(&mut self, event: Event<'_>) -> Result<(), PyErr> {
        self.0.push(match event {
            Event::Start(tag, attributes) => format!("start {tag} {attributes:?}"),
            Event::End(tag) => format!("end {tag}"),
            Event::Data(text) => format!("data {text:?}"),
            Event::Comment(text) => format!("comment {text:?}"),
            Event::Pi(target, text) => format!("pi {target} {text:?}"),
            Event::StartNs(prefix, uri) => format!("start-ns {prefix} {uri}"),
            Event::EndNs(prefix) => format!("end-ns {prefix}"),
            Event::Skipped(name, at) => format!("skipped {name} {at}"),
        });
        Ok(())
    }

    fn hold(&mut self, _bytes: usize) -> Result<(), PyErr> {
        Ok(())
    }
}

const ALL: Wanted = Wanted {
    comments: true,
    pis: true,
    namespaces: true,
    partial: false,
};

fn events(text: &str) -> Vec<String> {
    let mut sink = Collect::default();
    assert!(scan(text, ALL, &mut sink).is_ok(), "{text}");
    sink.0
}

fn error(text: &str) -> (Code, (usize, usize)) {
    match scan(text, ALL, &mut Collect::default()) {
        Err(Stop::Xml(error)) => (error.code, position(text, error.offset)),
        _ => panic!("no error for {text}"),
    }
}

#[test]
fn elements_text_and_references() {
    assert_eq!(
        events("<a x='1 &lt; 2'>t&amp;<b/>tail<!--c--><?p d?></a>"),
        [
            "start a [(\"x\", \"1 < 2\")]",
            "data \"t&\"",
            "start b []",
            "end b",
            "data \"tail\"",
            "comment \"c\"",
            "pi p \"d\"",
            "end a",
        ]
    );
}

#[test]
fn namespaces_expand() {
    assert_eq!(
        events("<r xmlns='u' xmlns:p='v'><p:c p:k='1' k='2'/></r>"),
        [
            "start-ns  u",
            "start-ns p v",
            "start {u}r []",
            "start {v}c [(\"{v}k\", \"1\"), (\"k\", \"2\")]",
            "end {v}c",
            "end {u}r",
            "end-ns p",
            "end-ns ",
        ]
    );
}

#[test]
fn internal_entities_expand() {
    let doc = "<!DOCTYPE r [<!ENTITY a 'x&b;'><!ENTITY b 'y'>]><r k='&a;'>&a;</r>";
    assert_eq!(events(doc), ["start r [(\"k\", \"xy\")]", "data \"xy\"", "end r"]);
}

#[test]
fn errors_match_expat() {
    assert_eq!(error("<a><b></a>"), (Code::TagMismatch, (1, 8)));
    assert_eq!(error("<a>&</a>"), (Code::InvalidToken, (1, 4)));
    assert_eq!(error(""), (Code::NoElements, (1, 0)));
    assert_eq!(error("<a/><b/>"), (Code::JunkAfterDocElement, (1, 4)));
    assert_eq!(error("<a"), (Code::UnclosedToken, (1, 0)));
    assert_eq!(error("<a x=1/>"), (Code::InvalidToken, (1, 5)));
    assert_eq!(error("<a x=\"1\" x=\"2\"/>"), (Code::DuplicateAttribute, (1, 9)));
    assert_eq!(error("<a>&foo;</a>"), (Code::UndefinedEntity, (1, 3)));
    assert_eq!(error("<1a/>"), (Code::InvalidToken, (1, 1)));
    assert_eq!(error("text"), (Code::Syntax, (1, 0)));
    assert_eq!(error("<a:b/>"), (Code::UnboundPrefix, (1, 0)));
}

#[test]
fn deep_nesting_stops_at_the_bound() {
    let doc = "<a>".repeat(20_000);
    assert_eq!(error(&doc).0, Code::TooDeep);
}

#[test]
fn billion_laughs_stops() {
    let mut doc = String::from("<!DOCTYPE l [<!ENTITY l0 'lol'>");
    for i in 1..10 {
        doc.push_str(&format!("<!ENTITY l{i} '{}'>", format!("&l{};", i - 1).repeat(10)));
    }
    doc.push_str("]><l>&l9;</l>");
    assert_eq!(error(&doc).0, Code::AmplificationLimitBreach);
}

#[test]
fn a_partial_document_ends_quietly() {
    let partial = Wanted { partial: true, ..ALL };
    let mut sink = Collect::default();
    assert!(scan("<a><b x='1'>te", partial, &mut sink).is_ok());
    assert_eq!(sink.0, ["start a []", "start b [(\"x\", \"1\")]"]);
    let mut sink = Collect::default();
    assert!(scan("<a><b x='1", partial, &mut sink).is_ok());
    assert!(matches!(scan("<a></b>", partial, &mut sink), Err(Stop::Xml(_))));
}

#[test]
fn entities_with_markup_are_parsed_as_content() {
    let doc = "<!DOCTYPE r [<!ENTITY e '<b>hi &amp; bye</b>'>]><r>x&e;y</r>";
    assert_eq!(
        events(doc),
        [
            "start r []",
            "data \"x\"",
            "start b []",
            "data \"hi & bye\"",
            "end b",
            "data \"y\"",
            "end r"
        ]
    );
    assert_eq!(
        error("<!DOCTYPE r [<!ENTITY e '</r>'>]><r>&e;</r>").0,
        Code::AsyncEntity
    );
    assert_eq!(
        error("<!DOCTYPE r [<!ENTITY e '<b>&e;</b>'>]><r>&e;</r>").0,
        Code::RecursiveEntityRef
    );
}
